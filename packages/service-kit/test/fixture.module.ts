// A minimal service built on the kit, used to test the kit's behaviour over HTTP.

import type { IncomingMessage } from 'node:http';
import type { AccessClaims } from '@blindspot/contracts';
import { Body, Controller, Get, Inject, Module, Param, Post, Put, Query, Req } from '@nestjs/common';
import { Column, DataSource, Entity, type MigrationInterface, PrimaryGeneratedColumn, type QueryRunner } from 'typeorm';
import { z } from 'zod';
import {
  type BaseConfig,
  CurrentUser,
  clientAddress,
  IdempotencyKey,
  Internal,
  Public,
  RateLimit,
  SERVICE_CONFIG,
  ServiceKitModule,
  ZodBody,
} from '../src/index.js';

@Entity('notes')
export class NoteEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') text!: string;
}

export class NotesSchema1700000000000 implements MigrationInterface {
  name = 'NotesSchema1700000000000';
  async up(runner: QueryRunner) {
    await runner.query('CREATE TABLE notes (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), text text NOT NULL)');
  }
  async down(runner: QueryRunner) {
    await runner.query('DROP TABLE notes');
  }
}

const noteSchema = z.object({ text: z.string().trim().min(1).max(50), colour: z.enum(['red', 'blue']).optional() });

@Controller('api/notes')
class NotesController {
  constructor(private readonly dataSource: DataSource) {}

  /** Reads the database (faults: refused, frozen). */
  @Public()
  @Get('count')
  async count() {
    const [row] = await this.dataSource.query('SELECT count(*)::int AS n FROM notes');
    return { count: row.n };
  }

  /** A statement that outlasts a short statement timeout. */
  @Public()
  @Get('slow')
  async slow() {
    await this.dataSource.query('SELECT pg_sleep(3)');
    return { slept: true };
  }

  @Public()
  @Get('public')
  open() {
    return { open: true };
  }

  @Get('me')
  me(@CurrentUser() user: AccessClaims) {
    return user;
  }

  @Post()
  create(@ZodBody(noteSchema) body: z.infer<typeof noteSchema>) {
    return body;
  }

  /** Replaces a note's text, as a profile PUT replaces a profile. */
  @Put(':id')
  replace(@Param('id') id: string, @ZodBody(noteSchema.partial()) body: Partial<z.infer<typeof noteSchema>>) {
    return { id, ...body };
  }

  @Public()
  @Get('search')
  search(@Query('q') q: string | undefined) {
    return { q: q ?? null };
  }

  @Public()
  @Post('raw')
  raw(@Body() body: unknown) {
    return { received: body };
  }

  @Public()
  @Get('boom')
  boom() {
    throw new Error('secret internals');
  }
}

/** Limits (FIXTURE_LIMIT per minute) per user and per client address, and the idempotency key. */
@Controller('api/limited')
class LimitedController {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: BaseConfig) {}

  @Post('per-user')
  @RateLimit({ bucket: 'fixture-user', per: 'user', limitSetting: 'FIXTURE_LIMIT', window: 60, what: 'fixture calls' })
  perUser(@CurrentUser() user: AccessClaims) {
    return { user: user.sub };
  }

  @Public()
  @Post('per-address')
  @RateLimit({ bucket: 'fixture-address', per: 'address', limitSetting: 'FIXTURE_LIMIT', window: 60, what: 'fixture calls' })
  perAddress(@Req() request: IncomingMessage) {
    return { address: clientAddress(request, this.config) };
  }

  @Public()
  @Post('idempotent')
  idempotent(@IdempotencyKey() key: string | undefined) {
    return { key: key ?? null };
  }
}

@Controller('internal/ping')
class InternalController {
  @Internal()
  @Get()
  ping() {
    return { pong: true };
  }
}

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'fixture',
      entities: [NoteEntity],
      migrations: [NotesSchema1700000000000],
      configSchema: z.object({ FIXTURE_GREETING: z.string().min(2), FIXTURE_LIMIT: z.coerce.number().int().positive().default(3) }),
    }),
  ],
  controllers: [NotesController, LimitedController, InternalController],
})
export class FixtureModule {}
