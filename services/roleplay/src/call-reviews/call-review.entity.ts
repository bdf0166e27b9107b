import type { CallTranscriptFormat, CallTurn, MethodologyId, RoleplayRubricCheck } from '@blindspot/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A real call the seller scored: the transcript as it was read and the rubric's review of it. */
@Entity('call_reviews')
export class CallReviewEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 64 })
  userId!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  title!: string | null;

  @Column({ type: 'varchar', length: 32 })
  methodology!: MethodologyId;

  @Column({ type: 'varchar', length: 8 })
  format!: CallTranscriptFormat;

  @Column({ name: 'seller_speaker', type: 'varchar', length: 200 })
  sellerSpeaker!: string;

  @Column({ name: 'other_speakers', type: 'jsonb' })
  otherSpeakers!: string[];

  /** The turns as read (speaker, text, seller turn number): what the feedback's "Turn n" refers to. */
  @Column({ type: 'jsonb' })
  turns!: CallTurn[];

  @Column({ name: 'turn_count', type: 'integer' })
  turnCount!: number;

  @Column({ type: 'real' })
  score!: number;

  @Column({ name: 'did_well', type: 'jsonb' })
  didWell!: string[];

  @Column({ type: 'jsonb' })
  missed!: string[];

  @Column({ name: 'key_takeaway', type: 'text' })
  keyTakeaway!: string;

  @Column({ type: 'jsonb' })
  rubric!: RoleplayRubricCheck[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
