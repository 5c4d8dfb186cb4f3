-- A timeline search matches an attached file by its title and file name (attachment.source.ts); the files
-- are read through this index instead of a Seq Scan of the company's files (the named statement's generic
-- plan takes it too).
CREATE INDEX "files_title_name_trgm" ON "files" USING gin ("company_id",(coalesce("title", '') || ' ' || "file_name") gin_trgm_ops);