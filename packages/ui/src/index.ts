// @blindspot/ui: the design system. Shared as a Module Federation singleton (the toast store and the
// portal container are module state). Selects, checkboxes and list controls are `@blindspot/ui/controls`,
// a singleton of its own built on this one: the app's frame and the dashboard use none of them, and a
// shared module is bundled whole.

export {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  ConfirmDialog,
  type ConfirmDialogProps,
} from './components/alert-dialog.js';
export { Avatar, AvatarFallback, AvatarImage } from './components/avatar.js';
export { Badge, type BadgeShape, type BadgeVariant, badgeVariants } from './components/badge.js';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant, buttonVariants } from './components/button.js';
export { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './components/card.js';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from './components/dialog.js';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuPortal,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from './components/dropdown-menu.js';
export { Input, Textarea } from './components/input.js';
export { Label } from './components/label.js';
export { Progress } from './components/progress.js';
export { Separator } from './components/separator.js';
export { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from './components/sheet.js';
export {
  readSidebarCookie,
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarRail,
  SidebarSeparator,
  SidebarTrigger,
  useSidebar,
} from './components/sidebar.js';
export { Skeleton } from './components/skeleton.js';
export { Spinner } from './components/spinner.js';
export {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD,
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  type ToastVariant,
  ToastViewport,
} from './components/toast.js';
export { Toaster } from './components/toaster.js';
export { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './components/tooltip.js';
export { MOBILE_BREAKPOINT, useIsMobile } from './hooks/use-mobile.js';
export { dismissToast, TOAST_LIMIT, type ToastInput, type ToastItem, toast, useToast } from './hooks/use-toast.js';
export { cn } from './lib/cn.js';
export { PortalContainerContext, usePortalContainer } from './lib/portal-container.js';
