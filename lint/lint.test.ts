import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// Each snippet is linted as if it were the file at `filePath`, with the repository's config.
const cases: { name: string; filePath: string; code: string; breaks: string[] }[] = [
  {
    name: 'a feature importing another feature',
    filePath: 'guest-app/src/features/header/Probe.tsx',
    code: "import { StayCard } from '../stay';\nexport const Probe = StayCard;\n",
    breaks: ['import-x/no-restricted-paths'],
  },
  {
    name: 'a feature importing its own files and shared/',
    filePath: 'guest-app/src/features/stay/Probe.tsx',
    code: "import { formatDate } from './format';\nimport { ComingSoon } from '../../shared/ComingSoon';\nexport const Probe = [formatDate, ComingSoon];\n",
    breaks: [],
  },
  {
    name: 'shared/ importing a feature',
    filePath: 'owner-app/src/shared/probe.ts',
    code: "import { apartmentsSlice } from '../features/apartments';\nexport const probe = apartmentsSlice;\n",
    breaks: ['import-x/no-restricted-paths'],
  },
  {
    name: "a screen reaching into a feature's files instead of its index.ts",
    filePath: 'owner-app/src/screens/Probe.tsx',
    code: "import { ApartmentList } from '../features/apartments/ApartmentList';\nexport const Probe = ApartmentList;\n",
    breaks: ['import-x/no-restricted-paths'],
  },
  {
    name: "a screen using a feature's index.ts",
    filePath: 'owner-app/src/screens/Probe.tsx',
    code: "import { ApartmentList } from '../features/apartments';\nexport const Probe = ApartmentList;\n",
    breaks: [],
  },
  {
    name: 'a feature importing the store instead of the typed hooks',
    filePath: 'owner-app/src/features/apartments/probe.ts',
    code: "import { makeStore } from '../../app/store';\nimport { useAppDispatch } from '../../app/hooks';\nexport const probe = [makeStore, useAppDispatch];\n",
    breaks: ['import-x/no-restricted-paths'],
  },
  {
    name: 'a camelCase component file and a PascalCase module',
    filePath: 'guest-app/src/features/stay/stayBadge.tsx',
    code: 'export const StayBadge = () => null;\n',
    breaks: ['check-file/filename-naming-convention'],
  },
  {
    name: 'a PascalCase module',
    filePath: 'guest-app/src/features/stay/Dates.ts',
    code: 'export const dates = 1;\n',
    breaks: ['check-file/filename-naming-convention'],
  },
  {
    name: 'a hook with JSX and a test helper',
    filePath: 'guest-app/src/features/stay/useStayBadge.tsx',
    code: 'export const useStayBadge = () => <span />;\n',
    breaks: [],
  },
  {
    name: 'Italian identifiers (not strings)',
    filePath: 'owner-app/src/features/apartments/probe.ts',
    code: "export const elencoOspiti = ['Ospiti'];\nexport function guests(camera: string) {\n  return { porte: camera, label: 'Porte' };\n}\n",
    breaks: [
      'soglia/english-identifiers',
      'soglia/english-identifiers',
      'soglia/english-identifiers',
    ],
  },
  {
    name: 'raw px and colours in a styled template of an app',
    filePath: 'shell/src/layout/Probe.tsx',
    code: "import styled from 'styled-components';\nexport const Probe = styled.div`\n  padding: 12px;\n`;\nexport const Tint = styled.p`\n  color: #336699;\n`;\n",
    breaks: ['soglia/no-raw-style-values', 'soglia/no-raw-style-values'],
  },
  {
    name: 'theme values in a styled template of an app',
    filePath: 'shell/src/layout/Probe.tsx',
    code: "import styled from 'styled-components';\nexport const Probe = styled.div`\n  padding: ${({ theme }) => theme.space.md};\n  min-height: 100vh;\n`;\n",
    breaks: [],
  },
  {
    name: 'comments naming a missing file, a missing ADR, a missing heading and SPEC',
    filePath: 'server/src/probe.ts',
    code: [
      '// Built like server/src/nothing-here.ts (docs/adr/0999).',
      '/** The rule of docs/product.md § No such heading, from SPEC §4. */',
      'export const probe = 1;',
    ].join('\n'),
    breaks: Array(4).fill('soglia/comment-references'),
  },
  {
    name: 'a file name with the wrong extension',
    filePath: 'owner-app/src/shared/routing/probe.ts',
    code: '// app/sections.tsx routes them.\nexport const probe = 1;\n',
    breaks: ['soglia/comment-references'],
  },
  {
    name: 'comments naming files, ADRs and headings that exist',
    filePath: 'guest-app/src/features/stay/probe.ts',
    code: [
      '// Next to ./format.ts; routed by app/sections.ts (docs/adr/0010), served by',
      '// server/src/app.ts, described in docs/api.md#health-probes and docs/product.md § Notices',
      '// and errors; axios/lib/adapters/xhr.js, dist/remoteEntry.js and `SPEC` named as words.',
      '/**',
      ' * The rule of docs/api.md § Check-in profiles: stays and guest',
      ' * credentials.',
      ' */',
      'export const probe = 1;',
    ].join('\n'),
    breaks: [],
  },
  {
    name: "a server module reaching into another module's files instead of its index.ts",
    filePath: 'server/src/rooms/probe.ts',
    code: "import { createApartmentsRepository } from '../apartments/apartments.repository';\nexport const probe = createApartmentsRepository;\n",
    breaks: ['import-x/no-restricted-paths'],
  },
  {
    name: "a server module using other modules' index.ts",
    filePath: 'server/src/rooms/probe.ts',
    code: "import { createApartmentsRepository } from '../apartments';\nimport { notFound } from '../http';\nexport const probe = [createApartmentsRepository, notFound];\n",
    breaks: [],
  },
  {
    name: 'a composition root reaching into a module',
    filePath: 'server/src/probe.ts',
    code: "import { createApartmentsRepository } from './apartments/apartments.repository';\nexport const probe = createApartmentsRepository;\n",
    breaks: ['import-x/no-restricted-paths'],
  },
  {
    name: 'a server module importing a module that already depends on it',
    filePath: 'server/src/auth/probe.ts',
    code: "import { apartmentsRoutes } from '../apartments';\nexport const probe = apartmentsRoutes;\n",
    breaks: ['soglia/no-module-cycles'],
  },
];

// Files under lint/fixtures/ (rules that read the imported files from disk).
const fixtureCases: { name: string; filePath: string; breaks: string[] }[] = [
  {
    name: 'an import cycle',
    filePath: 'lint/fixtures/cycle/first.ts',
    breaks: ['import-x/no-cycle'],
  },
  {
    name: 'two modules importing each other through their index.ts (no file cycle)',
    filePath: 'lint/fixtures/modules/alpha/first.ts',
    breaks: ['soglia/no-module-cycles'],
  },
  {
    name: "a module using another module's index.ts with no way back",
    filePath: 'lint/fixtures/modules/gamma/probe.ts',
    breaks: [],
  },
];

let results: string[][];

beforeAll(() => {
  const input = JSON.stringify({
    snippets: cases.map(({ filePath, code }) => ({ filePath, code })),
    fixtures: fixtureCases.map(({ filePath }) => filePath),
  });
  const output = execFileSync(process.execPath, [join(__dirname, 'lintSnippets.mjs')], {
    input,
    cwd: join(__dirname, '..'),
    encoding: 'utf8',
  });
  results = JSON.parse(output) as string[][];
}, 120_000);

const all = [...cases, ...fixtureCases];
it.each(all.map((c, index) => [c.name, index] as const))('%s', (_name, index) => {
  expect([...results[index]].sort()).toEqual([...all[index].breaks].sort());
});
