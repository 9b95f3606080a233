import { Injectable } from '@nestjs/common';
import { JobDefinition, JobHandler, JobHandlerRegistry } from '@backoffice/shared/kernel';

export interface RegisteredJob {
  definition: JobDefinition<unknown>;
  handler: JobHandler<unknown, unknown>;
}

/** Handlers by job name. Context modules register theirs at init; consumers look them up per job. */
@Injectable()
export class JobRegistry implements JobHandlerRegistry {
  private readonly jobs = new Map<string, RegisteredJob>();

  register<P, R = void>(definition: JobDefinition<P, R>, handler: JobHandler<P, R>): void {
    if (this.jobs.has(definition.name)) throw new Error(`job ${definition.name} has two handlers`);
    this.jobs.set(definition.name, { definition: definition as JobDefinition<unknown>, handler: handler as JobHandler<unknown, unknown> });
  }

  get(name: string): RegisteredJob | undefined {
    return this.jobs.get(name);
  }

  queues(): string[] {
    return [...new Set([...this.jobs.values()].map((job) => job.definition.queue))];
  }
}
