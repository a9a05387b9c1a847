import { orgByKey } from './organisations';
import { demoPassword, personas } from './personas';

/** The README's demo sign-ins as a console table, printed at start so nobody has to look them up. */
export function formatSignIns(): string {
  const rows = personas.map((p) => [p.email, orgByKey(p.org).name, p.roles.join(', '), p.note]);
  const header = ['email', 'organisation', 'roles', 'notes'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [`Demo sign-ins (password ${demoPassword}):`, line(header), ...rows.map(line)].join('\n');
}
