import { BadRequestException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { ConflictError, DomainError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '@backoffice/shared/kernel';
import { PgErrorTranslator } from '@backoffice/shared/persistence';
import { renderError } from './error-mapping';

describe('renderError', () => {
  it.each([
    [ValidationError.field('total', 'must be greater than 0'), 400, 'VALIDATION_ERROR'],
    [new UnauthorizedError(), 401, 'UNAUTHORIZED'],
    [new ForbiddenError(), 403, 'FORBIDDEN'],
    [new NotFoundError('Vendor', 'VENDOR_NOT_FOUND'), 404, 'VENDOR_NOT_FOUND'],
    [new ConflictError('INSUFFICIENT_STOCK', 'not enough'), 409, 'INSUFFICIENT_STOCK'],
    [new DomainError('PAYLOAD_TOO_LARGE', 'too_large', 'big'), 413, 'PAYLOAD_TOO_LARGE'],
    [new DomainError('FETCH_FAILED', 'unprocessable', 'no'), 422, 'FETCH_FAILED'],
    [new DomainError('RATE_LIMITED', 'rate_limited', 'slow down'), 429, 'RATE_LIMITED'],
    [new DomainError('OCR_UNAVAILABLE', 'unavailable', 'no ocr'), 503, 'OCR_UNAVAILABLE'],
  ])('maps %p to %i %s', (error, status, code) => {
    const rendered = renderError(error, 'id-1');
    expect(rendered.status).toBe(status);
    expect(rendered.body.error).toBe(code);
    expect(rendered.unexpected).toBe(false);
  });

  it('keeps validation details in the body', () => {
    const rendered = renderError(ValidationError.field('quantity', 'must be positive'), 'x');
    expect(rendered.body).toEqual({ error: 'VALIDATION_ERROR', message: 'quantity: must be positive', details: [{ field: 'quantity', problem: 'must be positive' }] });
  });

  it('answers unknown routes with NOT_FOUND', () => {
    expect(renderError(new NotFoundException('Cannot GET /x'), 'x')).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
  });

  it('keeps the status of framework 4xx exceptions', () => {
    expect(renderError(new PayloadTooLargeException(), 'x')).toMatchObject({ status: 413, body: { error: 'PAYLOAD_TOO_LARGE' } });
    expect(renderError(new BadRequestException('nope'), 'x')).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST', message: 'nope' } });
  });

  it('maps what the body parser refuses to 4xx', () => {
    const invalidJson = Object.assign(new SyntaxError('Unexpected token'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 });
    expect(renderError(invalidJson, 'x')).toMatchObject({ status: 400, body: { error: 'INVALID_JSON' } });
    const tooLarge = Object.assign(new Error('Request body is too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 });
    expect(renderError(tooLarge, 'x')).toMatchObject({ status: 413, body: { error: 'PAYLOAD_TOO_LARGE' } });
    const mediaType = Object.assign(new Error('Unsupported Media Type'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 });
    expect(renderError(mediaType, 'x')).toMatchObject({ status: 415, body: { error: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  // The adapters' translator (libs/shared/persistence) puts driver errors in domain terms; this
  // layer renders only domain errors.
  const translator = new PgErrorTranslator();

  it('maps PostgreSQL data exceptions (class 22) caused by client values to 400', () => {
    const nul = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { name: 'QueryFailedError', driverError: { code: '22021' } });
    expect(renderError(nul, 'x', translator)).toMatchObject({ status: 400, body: { error: 'VALIDATION_ERROR' }, unexpected: false });
    const deadlock = Object.assign(new Error('deadlock detected'), { name: 'QueryFailedError', driverError: { code: '40P01' } });
    expect(renderError(deadlock, 'x', translator)).toMatchObject({ status: 500, unexpected: true });
  });

  it('answers 503 SERVICE_UNAVAILABLE while the database cannot be reached, so clients retry, and logs it', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(renderError(refused, 'x', translator)).toMatchObject({ status: 503, body: { error: 'SERVICE_UNAVAILABLE' }, unexpected: true });
    const dropped = Object.assign(new Error('Connection terminated unexpectedly'), { name: 'QueryFailedError', driverError: new Error('Connection terminated unexpectedly') });
    expect(renderError(dropped, 'x', translator)).toMatchObject({ status: 503 });
    const shuttingDown = Object.assign(new Error('terminating connection due to administrator command'), { name: 'QueryFailedError', driverError: { code: '57P01' } });
    expect(renderError(shuttingDown, 'x', translator)).toMatchObject({ status: 503 });
  });

  it('knows no driver error itself: without the translator a database failure is an opaque 500', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(renderError(refused, 'x')).toMatchObject({ status: 500, unexpected: true });
  });

  it('hides anything unexpected behind an opaque 500 with an error id', () => {
    const rendered = renderError(new TypeError('cannot read properties of undefined'), 'err-42');
    expect(rendered.status).toBe(500);
    expect(rendered.unexpected).toBe(true);
    expect(rendered.body.error).toBe('INTERNAL_ERROR');
    expect(rendered.body.errorId).toBe('err-42');
    expect(JSON.stringify(rendered.body)).not.toContain('cannot read properties');
  });
});
