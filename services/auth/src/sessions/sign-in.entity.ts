import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One sign-in: the `sid` of its access tokens and the family of its refresh tokens. */
@Entity('sign_ins')
export class SignInEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Logout or a reused refresh token; from then on the family's tokens are refused. */
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ name: 'revoked_reason', type: 'varchar', length: 32, nullable: true })
  revokedReason!: 'logout' | 'reuse' | null;

  /** The client's address at sign-in (the gateway's x-forwarded-for); see LoginThrottle. */
  @Column({ name: 'client_address', type: 'varchar', length: 64, nullable: true })
  clientAddress!: string | null;
}
