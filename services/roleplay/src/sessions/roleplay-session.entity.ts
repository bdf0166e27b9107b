import type {
  CoachName,
  CustomScenarioFields,
  DealDrill,
  Difficulty,
  GuidanceType,
  MethodologyId,
  Persona,
  RoleplayRubricCheck,
  Scenario,
  SellerProfile,
  SessionType,
} from '@blindspot/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, VersionColumn } from 'typeorm';

@Entity('roleplay_sessions')
export class RoleplaySessionEntity {
  /** Also the seed of the session's account, buyer and wording. */
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 64 })
  userId!: string;

  @Column({ type: 'varchar', length: 32 })
  scenario!: Scenario;

  @Column({ type: 'varchar', length: 32 })
  persona!: Persona;

  @Column({ name: 'buyer_title', type: 'varchar', length: 200, nullable: true })
  buyerTitle!: string | null;

  @Column({ type: 'varchar', length: 32 })
  methodology!: MethodologyId;

  @Column({ type: 'varchar', length: 16 })
  difficulty!: Difficulty;

  @Column({ name: 'session_type', type: 'varchar', length: 16 })
  sessionType!: SessionType;

  @Column({ name: 'guidance_type', type: 'varchar', length: 16 })
  guidanceType!: GuidanceType;

  @Column({ type: 'boolean', default: false })
  completed!: boolean;

  /** Completed with a score; a session ended with no seller turn is completed but not scored. */
  @Column({ type: 'boolean', default: false })
  scored!: boolean;

  @Column({ type: 'real', default: 0 })
  score!: number;

  /** JSON-encoded list of {role, content}: the API hands it out as this string (RoleplaySession.messages in contracts). */
  @Column({ type: 'text', default: '[]' })
  messages!: string;

  @Column({ name: 'target_account_company', type: 'varchar', length: 200 })
  targetAccountCompany!: string;

  @Column({ name: 'target_account_industry', type: 'varchar', length: 200 })
  targetAccountIndustry!: string;

  @Column({ name: 'target_account_size', type: 'varchar', length: 100 })
  targetAccountSize!: string;

  @Column({ name: 'target_account_revenue', type: 'varchar', length: 100 })
  targetAccountRevenue!: string;

  @Column({ name: 'target_account_situation', type: 'text' })
  targetAccountSituation!: string;

  @Column({ name: 'buyer_persona_name', type: 'varchar', length: 200 })
  buyerPersonaName!: string;

  @Column({ name: 'buyer_persona_role', type: 'varchar', length: 200 })
  buyerPersonaRole!: string;

  @Column({ name: 'buyer_persona_profile', type: 'text' })
  buyerPersonaProfile!: string;

  @Column({ name: 'buyer_persona_goal', type: 'text' })
  buyerPersonaGoal!: string;

  @Column({ name: 'did_well', type: 'jsonb', nullable: true })
  didWell!: string[] | null;

  @Column({ type: 'jsonb', nullable: true })
  missed!: string[] | null;

  @Column({ name: 'key_takeaway', type: 'text', nullable: true })
  keyTakeaway!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  rubric!: RoleplayRubricCheck[] | null;

  /** The seller profile as it was when the session started, so the buyer stays the same person later. */
  @Column({ name: 'seller_profile', type: 'jsonb', nullable: true })
  sellerProfile!: Partial<SellerProfile> | null;

  /** The seed of the account, buyer and wording when it is not the session's id: a retry plays its origin's world. */
  @Column({ type: 'uuid', nullable: true })
  seed!: string | null;

  /** A retry: the session it was retried from, the transcript index of the seller turn retried, and that turn's number. */
  @Column({ name: 'retried_from_session_id', type: 'uuid', nullable: true })
  retriedFromSessionId!: string | null;

  @Column({ name: 'retried_from_message_index', type: 'integer', nullable: true })
  retriedFromMessageIndex!: number | null;

  @Column({ name: 'retried_from_turn', type: 'integer', nullable: true })
  retriedFromTurn!: number | null;

  /** A drill built from a deal analysis: what it was built from, copied (the analysis may be deleted later). */
  @Column({ name: 'deal_drill', type: 'jsonb', nullable: true })
  dealDrill!: DealDrill | null;

  /** The analysis a drill was built from, to list its drills on it. */
  @Column({ name: 'deal_analysis_id', type: 'uuid', nullable: true })
  dealAnalysisId!: string | null;

  /** Started from a custom scenario: everything that plays the buyer, copied (the scenario may be edited or deleted later). */
  @Column({ name: 'custom_scenario', type: 'jsonb', nullable: true })
  customScenario!: (CustomScenarioFields & { id: string }) | null;

  /** The methodology element the session aims at ("Practise this" on the progress page). */
  @Column({ name: 'focus_element', type: 'varchar', length: 40, nullable: true })
  focusElement!: string | null;

  /** What the rubric counted when the session was scored (the progress page's ratios); null before that. */
  @Column({ name: 'open_questions', type: 'integer', nullable: true })
  openQuestions!: number | null;

  @Column({ name: 'closed_questions', type: 'integer', nullable: true })
  closedQuestions!: number | null;

  @Column({ name: 'seller_words', type: 'integer', nullable: true })
  sellerWords!: number | null;

  @Column({ name: 'buyer_words', type: 'integer', nullable: true })
  buyerWords!: number | null;

  /** Which coach wrote the latest buyer turn or the score. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  coach!: CoachName | null;

  /** Optimistic lock: two instances answering the same session never overwrite each other's turns. */
  @VersionColumn()
  version!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
