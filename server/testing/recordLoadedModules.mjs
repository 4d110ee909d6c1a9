// Preloaded with `node --import` (plain JavaScript: no transpiler may be needed to load it): writes
// the URL of every module the process loads, one a line, to the file in LOADED_MODULES_FILE.
import { register } from 'node:module';

const hooks = `
import { appendFileSync } from 'node:fs';
let file;
export function initialize(data) { file = data; }
export async function load(url, context, nextLoad) {
  appendFileSync(file, url + '\\n');
  return nextLoad(url, context);
}`;

register(`data:text/javascript,${encodeURIComponent(hooks)}`, { data: process.env.LOADED_MODULES_FILE });
