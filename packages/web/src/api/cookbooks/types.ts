export interface Cookbook {
  id: string;
  name: string;
  slug: string;
  description: string;
  position: number;
  public: boolean;
}
