import type { MethodologyId } from '@blindspot/contracts';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A seller's selling context; absent values are null (empty strings are never stored). */
@Entity('seller_profiles')
export class SellerProfileEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'product_name', type: 'varchar', length: 200, nullable: true })
  productName!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  website!: string | null;

  @Column({ name: 'problem_solved', type: 'varchar', length: 2000, nullable: true })
  problemSolved!: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  industries!: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  competitors!: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  differentiation!: string | null;

  @Column({ name: 'average_deal_size', type: 'varchar', length: 200, nullable: true })
  averageDealSize!: string | null;

  @Column({ name: 'target_personas', type: 'varchar', length: 2000, nullable: true })
  targetPersonas!: string | null;

  @Column({ name: 'preferred_methodologies', type: 'text', array: true, default: () => `'{}'` })
  preferredMethodologies!: MethodologyId[];

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
