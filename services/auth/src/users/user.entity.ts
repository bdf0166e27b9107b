import type { ExperienceLevel, Industry, SellerRole, Tier } from '@blindspot/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity('users')
export class UserEntity {
  @PrimaryColumn('uuid')
  id!: string;

  /** Trimmed and lower-cased before it is stored (a CHECK holds the column to that), unique. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** argon2id PHC string. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255, select: false })
  passwordHash!: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true })
  lastName!: string | null;

  @Column({ name: 'profile_image_url', type: 'varchar', length: 2048, nullable: true })
  profileImageUrl!: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  role!: SellerRole | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  industry!: Industry | null;

  @Column({ name: 'years_experience', type: 'varchar', length: 16, nullable: true })
  yearsExperience!: ExperienceLevel | null;

  @Column({ name: 'onboarding_complete', type: 'boolean', default: false })
  onboardingComplete!: boolean;

  /** Set only by billing through the internal route. */
  @Column({ type: 'varchar', length: 16, default: 'free' })
  tier!: Tier;

  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true })
  currentPeriodEnd!: Date | null;

  /** The newest billing version applied; older or equal ones are ignored. */
  @Column({ name: 'subscription_version', type: 'integer', default: 0 })
  subscriptionVersion!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
