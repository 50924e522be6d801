/**
 * Password hashing cost: `npm run bench:hash -w @soglia/server` (server: `tsx bench/hash.ts`).
 * Prints the median time of one hash and one verification at the production parameters, and of a
 * verification of a legacy scrypt hash (what the first login after the upgrade pays, plus one hash).
 *
 * Env: BENCH_RUNS (21).
 */
import { PASSWORD_HASH, hashPassword, verifyPassword } from '../src/security/passwords';

const runs = Number(process.env.BENCH_RUNS ?? 21);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be an integer ≥ 1.`);

const LEGACY_SCRYPT =
  'scrypt$16384$8$1$_5dQHyOx69ZK08I6Z9Lv4w$C-X2SIBsuODFQOmCu_Pe2Vpy_38xplBexDrqN0aTrBo';

const median = async (task: () => Promise<unknown>): Promise<number> => {
  await task();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
};

const main = async () => {
  const stored = await hashPassword('bench-password-1');
  const hash = await median(() => hashPassword('bench-password-1'));
  const verify = await median(() => verifyPassword('bench-password-1', stored));
  const legacy = await median(() => verifyPassword('owner-password-1', LEGACY_SCRYPT));
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const { memoryCost: m, timeCost: t, parallelism: p } = PASSWORD_HASH;
  console.log(
    `argon2id m=${m} t=${t} p=${p}: hash ${ms(hash)}, verify ${ms(verify)}; ` +
      `legacy scrypt N=16384 verify ${ms(legacy)} (median of ${runs})`,
  );
};

void main();
