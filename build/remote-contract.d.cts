import type { Compiler } from 'webpack';

import type * as ContractModule from '../api-client/src/contract';

type Contract = typeof ContractModule;

/** contract.json: per language, the files the remote's page preloads. */
export interface BuiltContract {
  remote: string;
  preload: Record<string, { withApp: string[]; later: string[] }>;
}

export declare const CONTRACT_FILE: 'contract.json';
export declare function loadContract(): Contract;
export declare function remoteContract(
  name: string,
  contract: Pick<Contract, 'REMOTE_PRELOADS' | 'LANGUAGE_CODES'>,
  filesOf: (chunkName: string) => string[] | null,
): { contract: BuiltContract; missing: string[] };
export declare class RemoteContractPlugin {
  constructor(name: string, contract?: Pick<Contract, 'REMOTE_PRELOADS' | 'LANGUAGE_CODES'>);
  apply(compiler: Compiler): void;
}
