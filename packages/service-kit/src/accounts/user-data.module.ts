// `DELETE /internal/users/:id/data`: auth's account deletion (docs/accounts.md) asks every service that
// keeps a user's rows to delete them, and retries until each answers 2xx. A service imports this module;
// one that must act elsewhere first (billing cancels the Stripe subscription) passes a hook.
import { Controller, Delete, type DynamicModule, HttpCode, Inject, Module, type ModuleMetadata, Param, type Type } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Internal } from '../auth/decorators.js';
import { deleteUserRows } from './user-data.js';

/** Work a service does before its rows go (it may throw: the whole deletion is then retried later). */
export interface UserDataHook {
  beforeDelete(userId: string): Promise<void>;
}

export const USER_DATA_HOOK = Symbol('USER_DATA_HOOK');

@Controller('internal/users')
export class UserDataController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(USER_DATA_HOOK) private readonly hook: UserDataHook | null,
  ) {}

  /** Idempotent: a user with nothing left (or never seen) is a 200 too, so a retry after a lost answer succeeds. */
  @Internal()
  @Delete(':id/data')
  @HttpCode(200)
  async erase(@Param('id') userId: string): Promise<{ deleted: Record<string, number> }> {
    await this.hook?.beforeDelete(userId);
    return { deleted: await this.dataSource.transaction((manager) => deleteUserRows(manager, userId)) };
  }
}

@Module({})
export class UserDataModule {
  static forRoot(options: { imports?: ModuleMetadata['imports']; hook?: Type<UserDataHook> } = {}): DynamicModule {
    return {
      module: UserDataModule,
      imports: options.imports ?? [],
      controllers: [UserDataController],
      providers: [options.hook ? { provide: USER_DATA_HOOK, useClass: options.hook } : { provide: USER_DATA_HOOK, useValue: null }],
    };
  }
}
