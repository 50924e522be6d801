'use strict';

// A remote's half of the contract with the shell (REMOTE_PRELOADS in api-client's contract.ts,
// docs/adr/0022) as built: contract.json beside mf-manifest.json lists, per language, the files
// of the chunks the remote's page preloads. The shell's server reads it instead of guessing
// files from their names; the build fails when the contract names a chunk the remote lacks.
const path = require('node:path');

const CONTRACT_FILE = 'contract.json';
const CONTRACT_MODULE = path.resolve(__dirname, '../api-client/src/contract.ts');

/** The contract module (TypeScript, read through tsx as the prerendering step does). */
function loadContract() {
  return require('tsx/cjs/api').require(CONTRACT_MODULE, __filename);
}

/**
 * contract.json's content for remote `name`: `{ remote, preload: { [language]: { withApp,
 * later } } }`. `filesOf(chunkName)` gives a chunk's files, or null when there is no such chunk;
 * `missing` lists those.
 */
function remoteContract(name, { REMOTE_PRELOADS, LANGUAGE_CODES }, filesOf) {
  const chunks = REMOTE_PRELOADS[name];
  if (!chunks) throw new Error(`${name} is not a remote of api-client's REMOTE_PRELOADS`);
  const missing = new Set();
  const files = (names, language) =>
    names.flatMap((template) => {
      const chunk = template.replaceAll('{language}', language);
      const found = filesOf(chunk);
      if (!found) missing.add(chunk);
      return found ?? [];
    });
  const preload = Object.fromEntries(
    LANGUAGE_CODES.map((language) => [
      language,
      {
        withApp: files(chunks.withApp, language),
        later: files(chunks.later, language),
      },
    ]),
  );
  return { contract: { remote: name, preload }, missing: [...missing] };
}

/** Writes contract.json into the remote's build. */
class RemoteContractPlugin {
  constructor(name, contract = loadContract()) {
    this.name = name;
    this.contract = contract;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemoteContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'RemoteContractPlugin',
          // Once the files have their final content hashes in their names.
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1,
        },
        () => {
          const { contract, missing } = remoteContract(this.name, this.contract, (chunkName) => {
            const chunk = compilation.namedChunks.get(chunkName);
            return chunk ? [...chunk.files].filter((file) => file.endsWith('.js')) : null;
          });
          for (const chunk of missing) {
            compilation.errors.push(
              new WebpackError(
                `${this.name} has no chunk "${chunk}", which api-client's REMOTE_PRELOADS.${this.name} names (its webpackChunkName changed?)`,
              ),
            );
          }
          compilation.emitAsset(CONTRACT_FILE, new sources.RawSource(JSON.stringify(contract)));
        },
      );
    });
  }
}

module.exports = { CONTRACT_FILE, RemoteContractPlugin, loadContract, remoteContract };
