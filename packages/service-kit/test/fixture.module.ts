// A minimal service built on the kit, used to test the kit's behaviour over HTTP.
import { Body, Controller, Get, Module, Param, Post, Put, Query } from '@nestjs/common';
import { Column, DataSource, Entity, PrimaryGeneratedColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { z } from 'zod';
import { CurrentUser, Internal, Public, ServiceKitModule, ZodBody } from '../src/index.js';
import type { AccessClaims } from '@blindspot/contracts';

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
      configSchema: z.object({ FIXTURE_GREETING: z.string().min(2) }),
    }),
  ],
  controllers: [NotesController, InternalController],
})
export class FixtureModule {}
