export * from './payments-infrastructure.module';
export * from './sandbox-card.processor';
