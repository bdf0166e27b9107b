// Labels and placeholders of the seller-profile fields: the Seller Profile page (docs/product.md#seller-profile,
// /seller-setup) and onboarding steps 2 and 3 ask for the same fields in slightly different words.
import { MAX_PROFILE_TEXT, MAX_SHORT_TEXT, type SellerProfileTextField } from '@blindspot/contracts';

export const TARGET_PERSONAS_HINT = 'List the typical roles and titles of people you sell to';

export interface FieldSpec {
  field: SellerProfileTextField;
  label: string;
  placeholder: string;
  multiline?: boolean;
  type?: 'text' | 'url';
  maxLength: number;
  /** Spans both columns of a two-column grid. */
  wide?: boolean;
}

const short = MAX_SHORT_TEXT;
const long = MAX_PROFILE_TEXT;

/** The Product & Company card, in its order on the page (docs/product.md#seller-profile). */
export const PRODUCT_FIELDS: FieldSpec[] = [
  { field: 'productName', label: 'What do you sell?', placeholder: 'e.g. Route planning software for logistics teams', maxLength: short },
  { field: 'website', label: 'Website', placeholder: 'https://yourcompany.com', maxLength: short },
  {
    field: 'problemSolved',
    label: 'What problem do you solve?',
    placeholder: 'e.g. Dispatchers plan routes by hand and trucks run half empty',
    multiline: true,
    maxLength: long,
    wide: true,
  },
  { field: 'industries', label: 'Industries you sell to', placeholder: 'e.g. Logistics, retail, wholesale', maxLength: long },
  { field: 'competitors', label: 'Main competitors', placeholder: 'e.g. RouteMax, spreadsheets', maxLength: long },
  { field: 'averageDealSize', label: 'Average deal size', placeholder: 'e.g. $25,000', maxLength: short },
  {
    field: 'differentiation',
    label: 'How are you different from competitors?',
    placeholder: 'e.g. Live re-routing and a two-week rollout',
    multiline: true,
    maxLength: long,
    wide: true,
  },
];

/** Onboarding step 2, "What do you sell?" (all optional). */
export const ONBOARDING_PRODUCT_FIELDS: FieldSpec[] = [
  { field: 'productName', label: 'Product or service name', placeholder: 'e.g. Northwind Routing', maxLength: short },
  { field: 'website', label: 'Company website', placeholder: 'https://yourcompany.com', type: 'url', maxLength: short },
  {
    field: 'problemSolved',
    label: 'What problem do you solve?',
    placeholder: 'The pain your buyers feel before they buy',
    multiline: true,
    maxLength: long,
    wide: true,
  },
  { field: 'industries', label: 'Industries you serve', placeholder: 'e.g. Logistics, retail', maxLength: long },
  { field: 'averageDealSize', label: 'Average deal size', placeholder: 'e.g. $25,000', maxLength: short },
  { field: 'competitors', label: 'Main competitors', placeholder: 'e.g. RouteMax, spreadsheets', maxLength: long, wide: true },
  {
    field: 'differentiation',
    label: 'How are you different?',
    placeholder: 'What makes buyers choose you',
    multiline: true,
    maxLength: long,
    wide: true,
  },
];
