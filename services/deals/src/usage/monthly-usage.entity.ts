import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Analyses a user created in one calendar month (UTC). Deleting an analysis does not give one back. */
@Entity('monthly_usage')
export class MonthlyUsageEntity {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 64 })
  userId!: string;

  /** The first day of the month, UTC. */
  @PrimaryColumn({ type: 'date' })
  month!: string;

  @Column({ name: 'analyses_created', type: 'integer', default: 0 })
  analysesCreated!: number;
}
