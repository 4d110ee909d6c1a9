import axe from 'axe-core';

// WCAG 2.2 AA, as the product promises: a story with a serious or critical violation fails.
const blockingImpacts = new Set(['serious', 'critical']);

/** Runs axe-core over the whole document (dialogs and menus live in portals outside the canvas)
 * and throws with one line per blocking violation and the first offending elements. */
export async function expectNoSeriousAxeViolations(root: Element = document.body): Promise<void> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    resultTypes: ['violations'],
  });
  const blocking = results.violations.filter((violation) => blockingImpacts.has(violation.impact ?? ''));
  if (blocking.length === 0) return;
  const lines = blocking.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 3)
        .map((node) => `    ${node.target.join(' ')} ${node.failureSummary?.replaceAll('\n', ' ') ?? ''}`)
        .join('\n'),
  );
  throw new Error(`axe-core: ${blocking.length} violation(s) grave(s)\n${lines.join('\n')}`);
}

/** The check every story gets once its play has run (the preview's afterEach, and the screenshot
 * suite after its picture), unless the story sets `parameters.axe.disable`. */
export async function checkStoryAccessibility(parameters: Record<string, unknown>): Promise<void> {
  if ((parameters.axe as { disable?: boolean } | undefined)?.disable) return;
  await expectNoSeriousAxeViolations();
}
