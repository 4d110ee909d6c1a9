import type { Page } from 'playwright-core';

export interface DrawnFont {
  /** The family the font file names itself, as Chromium's text shaper picked it. */
  family: string;
  /** Whether it came from an @font-face rule (a shipped file), rather than from the machine. */
  shipped: boolean;
}

interface DomNode {
  nodeId: number;
  nodeType: number;
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

/**
 * The fonts Chromium drew the page's text with, element by element, once every face the page
 * asked for has arrived: what a screenshot shows, whatever the CSS asked for. `within` narrows it
 * to one element and what it holds.
 */
export async function drawnFonts(page: Page, within = 'body'): Promise<Map<string, DrawnFont[]>> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: within });
    const start = findNode(root as DomNode, nodeId);
    if (!start) throw new Error(`no ${within} in the page`);
    const drawn = new Map<string, DrawnFont[]>();
    for (const element of elementsOf(start)) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: element.nodeId });
      if (fonts.length === 0) continue;
      const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId: element.nodeId });
      drawn.set(outerHTML.slice(0, 120), fonts.map((font) => ({ family: font.familyName, shipped: font.isCustomFont })));
    }
    return drawn;
  } finally {
    await cdp.detach();
  }
}

function findNode(node: DomNode, nodeId: number): DomNode | undefined {
  if (node.nodeId === nodeId) return node;
  for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) {
    const found = findNode(child, nodeId);
    if (found) return found;
  }
  return undefined;
}

function* elementsOf(node: DomNode): Generator<DomNode> {
  if (node.nodeType === 1) yield node;
  for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) yield* elementsOf(child);
}

/** Every drawn font that is not from a shipped file whose family matches `families`, with where
 * it was drawn. (A file names its family with its weight: « Roboto Medium » is Roboto's 500.) */
export function foreignFonts(drawn: Map<string, DrawnFont[]>, families: RegExp): string[] {
  return [...drawn].flatMap(([element, fonts]) =>
    fonts.filter((font) => !font.shipped || !families.test(font.family)).map((font) => `${font.family}${font.shipped ? '' : ' (machine)'} in ${element}`),
  );
}
