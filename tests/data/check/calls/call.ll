define void @callee(ptr addrspace(1) %p, i32 %x) noinline {
  %v = load i32, ptr addrspace(1) %p
  %s = add i32 %v, %x
  store i32 %s, ptr addrspace(1) %p
  ret void
}
define amdgpu_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load i32, ptr addrspace(1) %q
  call void @callee(ptr addrspace(1) %p, i32 %v)
  %w = load i32, ptr addrspace(1) %p
  store i32 %w, ptr addrspace(1) %q
  ret void
}
