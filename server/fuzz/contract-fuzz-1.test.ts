import { describeContractFuzz } from './contract-fuzz';

/** The contract's fuzz, shard 1 of 2 (see contract-fuzz.ts): a file of its own, so that it runs beside the other. */
describeContractFuzz(0, 2);
