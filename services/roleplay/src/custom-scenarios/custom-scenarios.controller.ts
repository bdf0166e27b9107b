import {
  type AccessClaims,
  CUSTOM_SCENARIOS_PRO_MESSAGE,
  type CustomScenario,
  customScenarioInputSchema,
  customScenarioListSchema,
  customScenarioSchema,
  type RoleplaySession,
  roleplaySessionSchema,
  type ScenarioGoals,
  scenarioGoalsSchema,
  startCustomScenarioSchema,
} from '@blindspot/contracts';
import { ApiRoute, CurrentUser, ZodBody } from '@blindspot/service-kit';
import { Controller, Delete, Get, HttpCode, NotFoundException, Param, type PipeTransform, Post, Put } from '@nestjs/common';
import type { z } from 'zod';
import { SessionIdPipe } from '../sessions/session-id.pipe.js';
import { CustomScenariosService } from './custom-scenarios.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id cannot name a scenario: 404, like a missing one. */
class ScenarioIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID.test(value)) throw new NotFoundException('Custom scenario not found');
    return value.toLowerCase();
  }
}

const FOR_PRO = { 403: CUSTOM_SCENARIOS_PRO_MESSAGE };

/**
 * Custom scenarios live under the sessions' path (the gateway already routes it to roleplay); registered
 * before the sessions controller, so `custom-scenarios` is never read as a session id.
 */
@Controller('api/roleplay-sessions')
export class CustomScenariosController {
  constructor(private readonly scenarios: CustomScenariosService) {}

  @Get('custom-scenarios')
  @ApiRoute({
    summary: 'Your custom scenarios, newest first',
    tag: 'custom-scenarios',
    scope: 'roleplay:read',
    response: customScenarioListSchema,
  })
  list(@CurrentUser() user: AccessClaims): Promise<CustomScenario[]> {
    return this.scenarios.list(user.sub);
  }

  @Post('custom-scenarios')
  @ApiRoute({
    summary: 'Write a custom scenario',
    description:
      'The company, the buyer and their personality, the situation, what the buyer wants, the objections ' +
      'they raise, the facts they hold back for a good question on each topic, the methodology and the ' +
      'elements to practise (its goals). Pro; at most 50.',
    tag: 'custom-scenarios',
    scope: 'roleplay:write',
    response: customScenarioSchema,
    errors: { 403: 'Below Pro, or at the 50 scenarios a plan keeps' },
  })
  create(
    @CurrentUser() user: AccessClaims,
    @ZodBody(customScenarioInputSchema) body: z.output<typeof customScenarioInputSchema>,
  ): Promise<CustomScenario> {
    return this.scenarios.create(user, body);
  }

  @Get('custom-scenarios/:id')
  @ApiRoute({ summary: 'One custom scenario', tag: 'custom-scenarios', scope: 'roleplay:read', response: customScenarioSchema })
  get(@CurrentUser() user: AccessClaims, @Param('id', ScenarioIdPipe) id: string): Promise<CustomScenario> {
    return this.scenarios.get(user.sub, id);
  }

  @Put('custom-scenarios/:id')
  @ApiRoute({
    summary: 'Rewrite a custom scenario',
    description: 'Replaces every field. Sessions already started from it keep what they played.',
    tag: 'custom-scenarios',
    scope: 'roleplay:write',
    response: customScenarioSchema,
    errors: FOR_PRO,
  })
  update(
    @CurrentUser() user: AccessClaims,
    @Param('id', ScenarioIdPipe) id: string,
    @ZodBody(customScenarioInputSchema) body: z.output<typeof customScenarioInputSchema>,
  ): Promise<CustomScenario> {
    return this.scenarios.update(user, id, body);
  }

  @Delete('custom-scenarios/:id')
  @HttpCode(204)
  @ApiRoute({ summary: 'Delete a custom scenario (on any plan); its sessions are kept', tag: 'custom-scenarios', scope: 'roleplay:write' })
  remove(@CurrentUser() user: AccessClaims, @Param('id', ScenarioIdPipe) id: string): Promise<void> {
    return this.scenarios.remove(user.sub, id);
  }

  @Post('custom-scenarios/:id/sessions')
  @ApiRoute({
    summary: 'Practise a custom scenario',
    description: 'A new session whose buyer plays the scenario; its goals are read with `GET /api/roleplay-sessions/{id}/scenario-goals`.',
    tag: 'custom-scenarios',
    scope: 'roleplay:write',
    response: roleplaySessionSchema,
    errors: { 403: "Below Pro, or at the plan's saved-session allowance" },
  })
  start(
    @CurrentUser() user: AccessClaims,
    @Param('id', ScenarioIdPipe) id: string,
    @ZodBody(startCustomScenarioSchema) body: z.output<typeof startCustomScenarioSchema>,
  ): Promise<RoleplaySession> {
    return this.scenarios.start(user, id, body);
  }

  @Get(':id/scenario-goals')
  @ApiRoute({
    summary: "A custom-scenario session's goals, closed or open, from its transcript so far",
    scope: 'roleplay:read',
    response: scenarioGoalsSchema,
  })
  goals(@CurrentUser() user: AccessClaims, @Param('id', SessionIdPipe) id: string): Promise<ScenarioGoals> {
    return this.scenarios.goals(user.sub, id);
  }
}
