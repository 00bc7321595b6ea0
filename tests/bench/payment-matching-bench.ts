// `npx tsx tests/bench/payment-matching-bench.ts`: section 9 of the bench alone (no server: the reader and matcher).
import { measurePaymentMatching, reportPaymentMatching } from './payment-matching';

reportPaymentMatching(measurePaymentMatching(Number(process.env.BENCH_SEED ?? 2026)));
