-- The stored balances live in the payment service (payments.wallets); the API asks it (signed `wallets` call).
DROP TABLE "wallets" CASCADE;