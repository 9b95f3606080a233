import { defineJob } from '@backoffice/shared/kernel';

/** Sniffs what an uploaded file really is, after the upload has answered. */
export const INSPECT_FILE_JOB = defineJob<{ fileId: number }>('files', 'files.inspect', [1_000, 5_000, 30_000]);
