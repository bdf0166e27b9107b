import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from '../sessions/sessions.module.js';
import { UsageModule } from '../usage/usage.module.js';
import { UserEntity } from './user.entity.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

/** The signed-in user (GET /api/auth/user, onboarding) and the users table. */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), SessionsModule, UsageModule],
  controllers: [UsersController],
  providers: [UsersService],
  exports: [UsersService],
})
export class UsersModule {}
