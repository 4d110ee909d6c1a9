// `npx tsx scripts/docsScreenshot.ts`: the README's picture of the phone app. The production client
// on the real server over a temporary DATA_DIR, a few articles published through the API, and the
// feed shot on a 390×844 phone into docs/images/phone.png.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { launchChromium } from '../e2e/support/browser.ts';
import { buildProductionClient } from '../e2e/support/buildClient.ts';
import { grantedRelative, phone, signIn, type Relative } from '../e2e/support/family.ts';
import { startServer } from '../e2e/support/startServer.ts';
import { image, publishOk, text, type UploadFile } from '../server/testing/articleRequests.ts';

const output = 'docs/images/phone.png';

const marie: Relative = { firstName: 'Marie', email: 'marie@lapin.test', password: 'une longue phrase' };
const paul: Relative = { firstName: 'Paul', email: 'paul@lapin.test', password: 'une autre phrase' };

/** A landscape drawn in SVG: sky, sun, two ranges of hills and a foreground, in the scene's colours. */
function scene(sky: [string, string], sun: string, far: string, near: string, ground: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="1600" height="1200" fill="url(#s)"/>
  <circle cx="1150" cy="330" r="120" fill="${sun}"/>
  <path d="M0 760 L260 520 L470 690 L760 430 L1050 700 L1300 560 L1600 720 L1600 1200 L0 1200 Z" fill="${far}"/>
  <path d="M0 900 Q400 720 800 880 T1600 860 L1600 1200 L0 1200 Z" fill="${near}"/>
  <path d="M0 1040 Q500 960 1000 1030 T1600 1010 L1600 1200 L0 1200 Z" fill="${ground}"/>
</svg>`;
}

const scenes = {
  lac: scene(['#7fb8e6', '#d9ecf7'], '#fff3c4', '#6d7f99', '#3f7a8c', '#2f5d3a'),
  plage: scene(['#f4a261', '#ffe0b2'], '#fff8e1', '#b56576', '#2a9d8f', '#e9c46a'),
  foret: scene(['#a8dadc', '#f1faee'], '#ffffff', '#52796f', '#354f52', '#2f3e46'),
};

async function photo(name: keyof typeof scenes): Promise<UploadFile> {
  const bytes = await sharp(Buffer.from(scenes[name])).jpeg({ quality: 85 }).toBuffer();
  return { fileName: `${name}.jpg`, mimeType: 'image/jpeg', bytes };
}

const clientDir = await buildProductionClient();
const server = await startServer(clientDir);
const browser = await launchChromium();
try {
  const marieToken = await grantedRelative(server.app, marie);
  const paulToken = await grantedRelative(server.app, paul);
  // Oldest first: the feed shows the newest on top.
  await publishOk(server.app, paulToken, { title: 'Pique-nique en forêt', bandeau: 'Tout le monde était là, même le chien', structure: [image(1, 'foret.jpg'), text(2, 'Une belle journée sous les arbres.')] }, [await photo('foret')]);
  await publishOk(server.app, marieToken, { title: 'Premier bain de mer', bandeau: "L'eau était plus chaude que prévu", structure: [image(1, 'plage.jpg'), text(2, 'Les enfants ne voulaient plus sortir.')] }, [await photo('plage')]);
  await publishOk(server.app, marieToken, { title: "Au bord du lac d'Annecy", bandeau: 'Troisième étape du voyage', structure: [image(1, 'lac.jpg'), text(2, 'Pédalo, glaces et coucher de soleil.')] }, [await photo('lac')]);

  const context = await browser.newContext({ ...phone, baseURL: server.url });
  const page = await context.newPage();
  await signIn(page, paul);
  await page.getByText("Au bord du lac d'Annecy").first().waitFor();
  // Every tile's thumbnail decoded, so none is caught half drawn.
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
  const shot = await page.screenshot();
  // A palette PNG keeps the picture crisp at a fraction of the bytes.
  const png = await sharp(shot).png({ palette: true, quality: 90, compressionLevel: 9 }).toBuffer();
  await mkdir('docs/images', { recursive: true });
  await writeFile(output, png);
  console.info(`${output}: ${Math.round(png.length / 1024)} KB`);
  await context.close();
} finally {
  await browser.close();
  await server.close();
  await rm(clientDir, { recursive: true, force: true });
}
