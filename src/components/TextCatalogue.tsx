import { Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { catalogueTexts, defaultSampleArgument, type TextArea, type TextTree, type TextValue } from '../texts/textAreas.ts';
import { codeFontFamily } from '../theme/fontFamilies.ts';

export type TextCatalogueProps = {
  areas: readonly TextArea[];
};

type Line = { key: string; text: string };

function flatten(value: TextValue, key: string, area: TextArea, lines: Line[]): void {
  if (typeof value === 'string' || typeof value === 'number') {
    lines.push({ key, text: String(value) });
  } else if (typeof value === 'function') {
    const args = area.samples?.[key] ?? Array.from({ length: value.length }, () => defaultSampleArgument);
    const text = (value as (...args: unknown[]) => string)(...args);
    lines.push({ key: `${key}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`, text });
  } else if (Array.isArray(value)) {
    value.forEach((item: TextValue, index) => flatten(item, `${key}[${index}]`, area, lines));
  } else {
    for (const [child, item] of Object.entries(value as TextTree)) {
      flatten(item, key ? `${key}.${child}` : child, area, lines);
    }
  }
}

function linesOf(area: TextArea): Line[] {
  const lines: Line[] = [];
  flatten(area.texts, '', area, lines);
  return lines;
}

export function TextCatalogue({ areas }: TextCatalogueProps) {
  return (
    <Stack spacing={4} sx={{ maxWidth: 1000 }}>
      <Stack spacing={1}>
        <Typography variant="h1">{catalogueTexts.title}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{catalogueTexts.intro}</Typography>
      </Stack>
      {areas.map((area) => (
        <Stack component="section" spacing={1.5} key={area.title}>
          <Typography variant="h2">{area.title}</Typography>
          <TableContainer component={Paper} sx={{ border: 1, borderColor: 'divider' }}>
            <Table size="small" aria-label={area.title}>
              <TableHead>
                <TableRow>
                  <TableCell scope="col" sx={{ width: '35%' }}>
                    {catalogueTexts.key}
                  </TableCell>
                  <TableCell scope="col">{catalogueTexts.text}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {linesOf(area).map((line) => (
                  <TableRow key={line.key}>
                    <TableCell component="th" scope="row" sx={{ fontFamily: codeFontFamily, fontSize: '0.8rem', overflowWrap: 'anywhere', verticalAlign: 'top' }}>
                      {line.key}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.text}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Stack>
      ))}
    </Stack>
  );
}
