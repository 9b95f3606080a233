import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { Text } from '../http/request-validators';

export class ExtractFromUrlQuery {
  // Optional here so that a missing url answers the contract's MISSING_URL, not VALIDATION_ERROR.
  @ApiPropertyOptional({ description: 'http(s) address of the document; required (400 MISSING_URL without it)' }) @IsOptional() @Text(0, 2048) url?: string;
  @ApiPropertyOptional({ description: 'Its extension decides how the document is read: pdf, png, jpg, jpeg', default: 'file.pdf' })
  @IsOptional()
  @Text(0, 255)
  filename?: string;
}
