import { createRemoteConfig } from '@blindspot/mf-config';

export default createRemoteConfig({
  name: 'deals',
  exposes: {
    './DealAnalysisPage': './src/pages/deal-analysis-page.tsx',
    './SavedAnalysesWidget': './src/pages/saved-analyses-widget.tsx',
    './DealHistoryPage': './src/pages/deal-history-page.tsx',
  },
  dirname: import.meta.dirname,
  port: 4001,
});
