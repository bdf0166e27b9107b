// The product's enumerations (docs/product.md#enumerations), each as a const tuple (for zod and loops) and a label map (for UIs).

export const TIERS = ['free', 'practice', 'pro'] as const;
export type Tier = (typeof TIERS)[number];
/** Tiers are ordered free < practice < pro. */
export const tierRank = (tier: Tier | null | undefined): number => TIERS.indexOf(tier ?? 'free');
export const TIER_LABELS: Record<Tier, string> = { free: 'Free', practice: 'Practice', pro: 'Pro' };

export const STAGES = ['discovery', 'qualification', 'proposal', 'negotiation', 'closing'] as const;
export type Stage = (typeof STAGES)[number];
export const STAGE_LABELS: Record<Stage, string> = {
  discovery: 'Discovery',
  qualification: 'Qualification',
  proposal: 'Proposal',
  negotiation: 'Negotiation',
  closing: 'Closing',
};

export const METHODOLOGIES = ['meddic', 'challenger', 'spin', 'gap'] as const;
export type MethodologyId = (typeof METHODOLOGIES)[number];

export const SCENARIOS = ['discovery', 'objection', 'closing', 'multithreading'] as const;
export type Scenario = (typeof SCENARIOS)[number];
export const SCENARIO_LABELS: Record<Scenario, string> = {
  discovery: 'Discovery Call',
  objection: 'Objection Handling',
  closing: 'Closing Call',
  multithreading: 'Multi-threading',
};

export const PERSONAS = ['cto', 'cfo', 'champion'] as const;
export type Persona = (typeof PERSONAS)[number];
export const PERSONA_LABELS: Record<Persona, string> = {
  cto: 'Technical Evaluator',
  cfo: 'Economic Buyer',
  champion: 'Champion',
};

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const SESSION_TYPES = ['text', 'audio'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

export const GUIDANCE_TYPES = ['step-by-step', 'end'] as const;
export type GuidanceType = (typeof GUIDANCE_TYPES)[number];

export const ROLES = ['ae', 'sdr', 'bdm', 'cso', 'sales_manager', 'other'] as const;
export type SellerRole = (typeof ROLES)[number];
export const ROLE_LABELS: Record<SellerRole, string> = {
  ae: 'Account Executive',
  sdr: 'Sales Development Rep',
  bdm: 'Business Development Manager',
  cso: 'Chief Sales Officer',
  sales_manager: 'Sales Manager',
  other: 'Other',
};

export const INDUSTRIES = ['saas', 'technology', 'financial', 'healthcare', 'manufacturing', 'consulting', 'other'] as const;
export type Industry = (typeof INDUSTRIES)[number];
export const INDUSTRY_LABELS: Record<Industry, string> = {
  saas: 'SaaS / Software',
  technology: 'Technology / IT',
  financial: 'Financial Services',
  healthcare: 'Healthcare',
  manufacturing: 'Manufacturing',
  consulting: 'Consulting',
  other: 'Other',
};

export const EXPERIENCE_LEVELS = ['0-1', '1-3', '3-5', '5-10', '10+'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const EXPERIENCE_LABELS: Record<ExperienceLevel, string> = {
  '0-1': 'Less than 1 year',
  '1-3': '1-3 years',
  '3-5': '3-5 years',
  '5-10': '5-10 years',
  '10+': '10+ years',
};

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];
