import { METHODOLOGIES, SELLER_PROFILE_TEXT_FIELDS, type SellerProfile } from '@blindspot/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** A profile as the API answers it: absent fields are left out. */
export type StoredSellerProfile = Partial<SellerProfile>;

import { isUuid } from '../users/users.service.js';
import { SellerProfileEntity } from './seller-profile.entity.js';

/** The stored profile as the API shows it: only the fields that hold something. */
function toProfile(entity: SellerProfileEntity): StoredSellerProfile {
  const profile: StoredSellerProfile = {};
  for (const field of SELLER_PROFILE_TEXT_FIELDS) {
    const value = entity[field];
    if (value) profile[field] = value;
  }
  if (entity.preferredMethodologies?.length) profile.preferredMethodologies = entity.preferredMethodologies;
  return profile;
}

@Injectable()
export class SellerProfileService {
  constructor(private readonly dataSource: DataSource) {}

  private get profiles() {
    return this.dataSource.getRepository(SellerProfileEntity);
  }

  /** The user's profile, or null when they have none. */
  async find(userId: string): Promise<StoredSellerProfile | null> {
    const entity = isUuid(userId) ? await this.profiles.findOneBy({ userId }) : null;
    return entity ? toProfile(entity) : null;
  }

  /**
   * Replaces the whole profile (the client sends the full form, empty fields left out). A profile with
   * nothing left in it is deleted, so "no profile" has one representation.
   */
  async replace(userId: string, input: SellerProfile): Promise<StoredSellerProfile> {
    const methodologies = METHODOLOGIES.filter((id) => input.preferredMethodologies?.includes(id));
    const entity: Partial<SellerProfileEntity> = { userId, preferredMethodologies: methodologies, updatedAt: new Date() };
    for (const field of SELLER_PROFILE_TEXT_FIELDS) entity[field] = input[field] ?? null;
    const empty = methodologies.length === 0 && SELLER_PROFILE_TEXT_FIELDS.every((field) => !entity[field]);
    if (empty) {
      await this.profiles.delete({ userId });
      return {};
    }
    await this.profiles.upsert(entity, ['userId']);
    return toProfile(entity as SellerProfileEntity);
  }
}
