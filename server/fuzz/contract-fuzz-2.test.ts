import { describeContractFuzz } from './contract-fuzz';

/** The contract's fuzz, shard 2 of 2 (see contract-fuzz.ts): a file of its own, so that it runs beside the other. */
describeContractFuzz(1, 2);
