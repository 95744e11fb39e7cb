import { CreateFanTool } from "@/web/features/admin-tools/components/create-fan";

/** /admin/create-fan: the super admin only (the admin guard has checked); the server has it outside production. */
export default function AdminCreateFanPage() {
  return <CreateFanTool />;
}
