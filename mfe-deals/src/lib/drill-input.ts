// The analysis as a drill request carries it (POST /api/roleplay-sessions/drills): optional fields only when they have a value.
import type { CreateDealDrillInput, DealAnalysis, Difficulty } from '@blindspot/contracts';

export function drillInput(analysis: DealAnalysis, difficulty: Difficulty): CreateDealDrillInput {
  return {
    dealAnalysisId: analysis.id,
    ...(analysis.dealName ? { dealName: analysis.dealName } : {}),
    ...(analysis.prospectNames ? { prospectNames: analysis.prospectNames } : {}),
    ...(analysis.prospectTitles ? { prospectTitles: analysis.prospectTitles } : {}),
    dealNotes: analysis.dealNotes,
    ...(analysis.dealSize ? { dealSize: analysis.dealSize } : {}),
    ...(analysis.stage ? { stage: analysis.stage } : {}),
    methodology: analysis.methodology,
    coverage: analysis.coverage,
    difficulty,
  };
}
