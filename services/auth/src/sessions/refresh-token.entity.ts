import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A refresh token, stored as the SHA-256 of the opaque value the client holds. */
@Entity('refresh_tokens')
export class RefreshTokenEntity {
  @PrimaryColumn('uuid')
  id!: string;

  /** The family: the sign-in this token belongs to. */
  @Column({ name: 'sign_in_id', type: 'uuid' })
  signInId!: string;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  /** Set when it was exchanged; presenting it again revokes the family. */
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
