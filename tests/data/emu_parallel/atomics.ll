; Lane 0 of every wave adds its input into one of 16 float accumulators with
; a returning atomic and stores the value it got back: both the sums and the
; returned values depend on the order of the atomics across workgroups.
; (gcnasm's tests/test_emu_parallel.py; llc -mtriple=amdgcn-amd-amdhsa
; -mcpu=gfx950 -O2 -filetype=obj, then ld.lld -shared)
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

define amdgpu_kernel void @accumulate(ptr addrspace(1) %in, ptr addrspace(1) %acc,
                                      ptr addrspace(1) %seen) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %tid
  %lane = and i32 %tid, 63
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %add, label %done

add:
  %p = getelementptr float, ptr addrspace(1) %in, i32 %gid
  %v = load float, ptr addrspace(1) %p
  %slot = and i32 %wg, 15
  %q = getelementptr float, ptr addrspace(1) %acc, i32 %slot
  %old = atomicrmw fadd ptr addrspace(1) %q, float %v syncscope("agent") monotonic, !amdgpu.no.fine.grained.memory !0
  %c = getelementptr float, ptr addrspace(1) %seen, i32 %wg
  store float %old, ptr addrspace(1) %c
  br label %done

done:
  ret void
}

!0 = !{}
