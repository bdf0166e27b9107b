import type { OnboardingInput, SetSubscriptionInput, Tier, User } from '@blindspot/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DealsUsageClient } from '../usage/deals-usage.client.js';
import { UserEntity } from './user.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a well-formed UUID; anything else can never name a stored row. */
export const isUuid = (value: string): boolean => UUID.test(value);

/** The user as `GET /api/auth/user` shows it (`User` in contracts). */
export function toUser(entity: UserEntity, analysesThisMonth: number | null): User {
  return {
    id: entity.id,
    firstName: entity.firstName,
    lastName: entity.lastName,
    email: entity.email,
    profileImageUrl: entity.profileImageUrl,
    subscriptionTier: entity.tier ?? 'free',
    analysesThisMonth,
    currentPeriodEnd: entity.currentPeriodEnd ? entity.currentPeriodEnd.toISOString() : null,
    onboardingComplete: entity.onboardingComplete,
  };
}

export interface SubscriptionState {
  userId: string;
  tier: Tier;
  currentPeriodEnd: string | null;
  version: number;
  /** False when the message was not newer than the stored state and changed nothing. */
  applied: boolean;
}

@Injectable()
export class UsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly usage: DealsUsageClient,
  ) {}

  private get users() {
    return this.dataSource.getRepository(UserEntity);
  }

  async findById(id: string): Promise<UserEntity> {
    const user = isUuid(id) ? await this.users.findOneBy({ id }) : null;
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  /** `GET /api/auth/user`: the stored fields plus this month's analyses from deals. */
  async profile(id: string): Promise<User> {
    const [user, analysesThisMonth] = await Promise.all([this.findById(id), this.usage.analysesThisMonth(id)]);
    return toUser(user, analysesThisMonth);
  }

  async completeOnboarding(id: string, input: OnboardingInput): Promise<User> {
    await this.findById(id);
    await this.users.update(
      { id },
      {
        // Names are optional: one left empty is stored as absent, never as ''.
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        role: input.role,
        industry: input.industry,
        yearsExperience: input.yearsExperience,
        onboardingComplete: true,
      },
    );
    return this.profile(id);
  }

  /**
   * Billing's tier messages, applied only when newer than the stored one: one conditional UPDATE, so a
   * late or repeated message can never overwrite a newer state, even when two arrive at once.
   */
  async setSubscription(id: string, input: SetSubscriptionInput): Promise<SubscriptionState> {
    if (!isUuid(id)) throw new NotFoundException('User not found');
    const [rows] = (await this.dataSource.query(
      `UPDATE users SET tier = $2, current_period_end = $3, subscription_version = $4, updated_at = now()
        WHERE id = $1 AND subscription_version < $4
        RETURNING tier, current_period_end, subscription_version`,
      [id, input.tier, input.currentPeriodEnd, input.version],
    )) as [Array<{ tier: Tier; current_period_end: Date | null; subscription_version: number }>, number];
    let state = rows[0];
    const applied = state !== undefined;
    if (!state) {
      [state] = await this.dataSource.query(`SELECT tier, current_period_end, subscription_version FROM users WHERE id = $1`, [id]);
      if (!state) throw new NotFoundException('User not found');
    }
    return {
      userId: id,
      tier: state.tier,
      currentPeriodEnd: state.current_period_end ? new Date(state.current_period_end).toISOString() : null,
      version: state.subscription_version,
      applied,
    };
  }
}
