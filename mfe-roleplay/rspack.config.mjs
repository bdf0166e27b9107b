import { createRemoteConfig } from '@blindspot/mf-config';

export default createRemoteConfig({
  name: 'roleplay',
  exposes: {
    './RoleplayArenaPage': './src/pages/roleplay-arena-page.tsx',
    './MethodologiesPage': './src/pages/methodologies-page.tsx',
    './RecentSessionsWidget': './src/pages/recent-sessions-widget.tsx',
    './RoleplayHistoryPage': './src/pages/roleplay-history-page.tsx',
    './RoleplaySessionPage': './src/pages/roleplay-session-page.tsx',
    './CallReviewPage': './src/pages/call-review-page.tsx',
  },
  dirname: import.meta.dirname,
  port: 4002,
});
