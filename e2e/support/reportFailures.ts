import { beforeEach } from 'vitest';
import { openPagesReport } from './openPagesReport.ts';

// Each e2e test that fails prints what its open pages showed (e2e/support/openPagesReport.ts).
beforeEach(({ onTestFailed }) => {
  onTestFailed(async () => {
    const report = await openPagesReport();
    if (report) console.error(report);
  });
});
