import { PERSONA_LABELS, type RoleplaySessionSummary, SCENARIO_LABELS } from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';
import { DIFFICULTY_LABELS } from './format.js';

type Described = Pick<RoleplaySessionSummary, 'scenario' | 'persona' | 'methodology' | 'difficulty' | 'createdAt'>;

/** "Discovery Call with the Economic Buyer": what a session was, as lists and titles name it. */
export const sessionTitle = (session: Pick<Described, 'scenario' | 'persona'>): string =>
  `${SCENARIO_LABELS[session.scenario]} with the ${PERSONA_LABELS[session.persona]}`;

/** "SPIN Selling · Medium · 23/11/2026". */
export const sessionDetails = (session: Described): string =>
  `${getMethodology(session.methodology).name} · ${DIFFICULTY_LABELS[session.difficulty]} · ${new Date(session.createdAt).toLocaleDateString()}`;
