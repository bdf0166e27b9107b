import type { ChatMessage, CoachName, DealCoverage, MethodologyId, Stage } from '@blindspot/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity('deal_analyses')
export class DealAnalysisEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 64 })
  userId!: string;

  @Column({ name: 'deal_name', type: 'varchar', length: 200, nullable: true })
  dealName!: string | null;

  @Column({ name: 'prospect_names', type: 'varchar', length: 400, nullable: true })
  prospectNames!: string | null;

  @Column({ name: 'prospect_titles', type: 'varchar', length: 400, nullable: true })
  prospectTitles!: string | null;

  @Column({ name: 'deal_notes', type: 'text' })
  dealNotes!: string;

  @Column({ name: 'deal_size', type: 'varchar', length: 64, nullable: true })
  dealSize!: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  stage!: Stage | null;

  @Column({ type: 'varchar', length: 32 })
  methodology!: MethodologyId;

  /** The chat, oldest first; appended atomically (see DealAnalysesService.append). */
  @Column({ type: 'jsonb', default: () => `'[]'` })
  messages!: ChatMessage[];

  /** The coach that wrote the latest assistant message. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  coach!: CoachName | null;

  /** The first reply's reading of the notes as data; null before it (and for analyses older than it). */
  @Column({ type: 'jsonb', nullable: true })
  coverage!: DealCoverage | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
