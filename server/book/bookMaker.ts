// The book maker's process (bookJobs.ts starts it niced, with its heap bounded): reads the plan,
// writes the PDF to the work file it is given, and tells its progress on stdout, one JSON line
// each (MakerLine). Its parent renames the work file once it has ended well.
import { readFile } from 'node:fs/promises';
import type { BookPlan, MakerLine } from './bookPlan.ts';
import { makeBook } from './makeBook.ts';

const tell = (line: MakerLine) => process.stdout.write(`${JSON.stringify(line)}\n`);

const [planPath, outPath] = process.argv.slice(2);
if (planPath === undefined || outPath === undefined) {
  process.stderr.write('usage: bookMaker <plan.json> <out.pdf>\n');
  process.exit(2);
}
// A server killed with kill -9 cannot stop its maker: the maker stops itself once orphaned, and
// the next attempt starts the book again.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(1);
}, 1000).unref();

const plan = JSON.parse(await readFile(planPath, 'utf8')) as BookPlan;
const pages = await makeBook(plan, outPath, (progress) => tell({ progress }));
tell({ done: { pages } });
