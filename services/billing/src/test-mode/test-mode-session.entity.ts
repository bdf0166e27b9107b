import type { Tier } from '@blindspot/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type TestModeSessionKind = 'checkout' | 'portal';

/**
 * A local checkout or portal page of the test mode. The token in its URL is the only credential (the page
 * is opened by a plain browser navigation, without a bearer token), so only its SHA-256 hash is stored.
 */
@Entity('test_mode_sessions')
export class TestModeSession {
  @PrimaryColumn({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ type: 'varchar', length: 16 })
  kind!: TestModeSessionKind;

  @Column({ name: 'user_id', type: 'varchar', length: 64 })
  userId!: string;

  /** The plan a checkout sells; null for a portal. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  tier!: Tier | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  /** Set when a checkout is paid or cancelled: a checkout is single-use. */
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
