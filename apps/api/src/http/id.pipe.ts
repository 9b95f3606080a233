import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { ValidationError } from '@backoffice/shared/kernel';

const MAX_ID = 2_147_483_647;

/** A numeric path id: a positive whole number that fits the id columns, else VALIDATION_ERROR. */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string, metadata: ArgumentMetadata): number {
    const n = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > MAX_ID) {
      throw ValidationError.field(metadata.data ?? 'id', `must be a positive whole number up to ${MAX_ID}`);
    }
    return n;
  }
}
