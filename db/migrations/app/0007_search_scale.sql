DROP INDEX "search_documents_brand_idx";--> statement-breakpoint
CREATE INDEX "search_documents_title_document_idx" ON "search_documents" USING gin ("title_document");--> statement-breakpoint
CREATE INDEX "search_documents_price_idx" ON "search_documents" USING btree ("price");--> statement-breakpoint
CREATE INDEX "search_documents_launched_idx" ON "search_documents" USING btree ("launched_at");--> statement-breakpoint
CREATE INDEX "search_documents_discount_idx" ON "search_documents" USING btree ("discount_percent","rating_count");--> statement-breakpoint
CREATE INDEX "search_documents_category_launched_idx" ON "search_documents" USING btree ("category_id","launched_at");--> statement-breakpoint
CREATE INDEX "search_documents_category_discount_idx" ON "search_documents" USING btree ("category_id","discount_percent","rating_count");--> statement-breakpoint
CREATE INDEX "search_documents_brand_popularity_idx" ON "search_documents" USING btree ("brand_id","rating_count");--> statement-breakpoint
CREATE INDEX "search_documents_brand_price_idx" ON "search_documents" USING btree ("brand_id","price");--> statement-breakpoint
CREATE INDEX "search_documents_brand_launched_idx" ON "search_documents" USING btree ("brand_id","launched_at");--> statement-breakpoint
CREATE INDEX "search_documents_brand_discount_idx" ON "search_documents" USING btree ("brand_id","discount_percent","rating_count");