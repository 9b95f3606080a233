import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'products' })
export class ProductRecord {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'visible_id', type: 'uuid', insert: false, update: false })
  visibleId: string;

  @Column({ name: 'company_id', type: 'integer' })
  companyId: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', nullable: true })
  sku: string | null;

  @Column({ name: 'manufacturer_sku', type: 'text', nullable: true })
  manufacturerSku: string | null;

  @Column({ type: 'text', nullable: true })
  unit: string | null;

  @Column({ name: 'buying_price', type: 'numeric', precision: 18, scale: 4, nullable: true })
  buyingPrice: string | null;

  @Column({ type: 'numeric', precision: 18, scale: 4, nullable: true })
  price: string | null;

  @Column({ name: 'is_active', type: 'boolean' })
  isActive: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
