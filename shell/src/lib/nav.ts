import { BookOpen, ChartLine, CreditCard, FileSearch, LayoutDashboard, type LucideIcon, MessagesSquare, UserCog } from 'lucide-react';

export interface NavItem {
  title: string;
  path: string;
  icon: LucideIcon;
}

/** The sidebar's navigation (docs/product.md#app-shell), in order. */
export const NAV_ITEMS: NavItem[] = [
  { title: 'Dashboard', path: '/dashboard', icon: LayoutDashboard },
  { title: 'Deal Analysis', path: '/deal-analysis', icon: FileSearch },
  { title: 'Roleplay Arena', path: '/roleplay', icon: MessagesSquare },
  { title: 'Progress', path: '/progress', icon: ChartLine },
  { title: 'Methodologies', path: '/methodologies', icon: BookOpen },
  { title: 'Seller Profile', path: '/seller-setup', icon: UserCog },
  { title: 'Subscription', path: '/pricing', icon: CreditCard },
];

export const SUPPORT_EMAIL = 'support@blindspot.app';
