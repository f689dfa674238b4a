// The C++ side of llvm_bridge.h: answers the C pass logic's queries from LLVM's own analyses
// (LoopInfo, DominatorTree, ICFLoopSafetyInfo, AAResults, ScalarEvolution,
// OptimizationRemarkEmitter, debug records) held in an ArcAnalyses (analyses.h). Nothing here
// calls back into the pass logic.
#include "analyses.h"

#include "llvm/Analysis/MemorySSA.h"

#include "llvm/Analysis/CFG.h"
#include "llvm/Analysis/CaptureTracking.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"

#include <map>
#include <memory>
#include <string>

using namespace llvm;

static Loop *loop(ArcLoop *L) { return reinterpret_cast<Loop *>(L); }
static ArcLoop *wrapLoop(Loop *L) { return reinterpret_cast<ArcLoop *>(L); }

// The definitions below take C linkage from their declarations in llvm_bridge.h.

size_t ae_loop_count(ArcAnalyses *A) { return A->InnermostFirst.size(); }
ArcLoop *ae_loop_at(ArcAnalyses *A, size_t I) { return wrapLoop(A->InnermostFirst[I]); }
ArcLoop *ae_loop_parent(ArcLoop *L) { return wrapLoop(loop(L)->getParentLoop()); }
LLVMBasicBlockRef ae_loop_header(ArcLoop *L) { return wrap(loop(L)->getHeader()); }
LLVMBasicBlockRef ae_loop_preheader(ArcLoop *L) { return wrap(loop(L)->getLoopPreheader()); }
bool ae_loop_has_dedicated_exits(ArcLoop *L) { return loop(L)->hasDedicatedExits(); }
bool ae_loop_contains_block(ArcLoop *L, LLVMBasicBlockRef BB) {
  return loop(L)->contains(unwrap(BB));
}
ArcLoop *ae_loop_for_block(ArcAnalyses *A, LLVMBasicBlockRef BB) {
  return wrapLoop(A->LI.getLoopFor(unwrap(BB)));
}
size_t ae_loop_block_count(ArcLoop *L) { return loop(L)->getNumBlocks(); }
LLVMBasicBlockRef ae_loop_block_at(ArcLoop *L, size_t I) { return wrap(loop(L)->getBlocks()[I]); }
static SmallVector<BasicBlock *, 4> &exitBlocks(ArcAnalyses *A, ArcLoop *L) {
  auto Found = A->ExitBlocks.find(loop(L));
  if (Found != A->ExitBlocks.end())
    return Found->second;
  SmallVector<BasicBlock *, 4> &Exits = A->ExitBlocks[loop(L)];
  loop(L)->getUniqueExitBlocks(Exits);
  return Exits;
}
size_t ae_loop_exit_block_count(ArcAnalyses *A, ArcLoop *L) { return exitBlocks(A, L).size(); }
LLVMBasicBlockRef ae_loop_exit_block_at(ArcAnalyses *A, ArcLoop *L, size_t I) {
  return wrap(exitBlocks(A, L)[I]);
}
unsigned ae_loop_start_line(ArcLoop *L, const char **File, unsigned *FileLength) {
  DebugLoc Start = loop(L)->getStartLoc();
  if (!Start)
    return 0;
  StringRef Name = Start->getFilename();
  *File = Name.data();
  *FileLength = static_cast<unsigned>(Name.size());
  return Start.getLine();
}
bool ae_loop_is_invariant(ArcLoop *L, LLVMValueRef V) {
  return loop(L)->isLoopInvariant(unwrap(V));
}

bool ae_guaranteed_to_execute(ArcAnalyses *A, ArcLoop *L, LLVMValueRef Inst) {
  std::unique_ptr<ICFLoopSafetyInfo> &Info = A->SafetyInfo[loop(L)];
  if (!Info) {
    Info = std::make_unique<ICFLoopSafetyInfo>();
    Info->computeLoopSafetyInfo(loop(L));
  }
  return Info->isGuaranteedToExecute(*unwrap<Instruction>(Inst), &A->DT, loop(L));
}

bool ae_transfers_execution(LLVMValueRef Inst) {
  return isGuaranteedToTransferExecutionToSuccessor(unwrap<Instruction>(Inst));
}

bool ae_block_dominates(ArcAnalyses *A, LLVMBasicBlockRef Dom, LLVMBasicBlockRef BB) {
  return A->DT.dominates(unwrap(Dom), unwrap(BB));
}

bool ae_reaches_within_iteration(ArcAnalyses *A, ArcLoop *L, LLVMBasicBlockRef From,
                                 LLVMBasicBlockRef To) {
  BasicBlock *Header = loop(L)->getHeader();
  if (unwrap(From) == Header)
    return true; // every block of the loop follows its header in the iteration
  if (unwrap(To) == Header)
    return false; // only the back edge leads there
  SmallPtrSet<BasicBlock *, 1> Exclusion;
  Exclusion.insert(Header);
  return isPotentiallyReachable(unwrap(From), unwrap(To), &Exclusion, &A->DT, nullptr);
}

bool ae_may_write_location_of(ArcAnalyses *A, LLVMValueRef Inst, LLVMValueRef Load) {
  MemoryLocation Loc = MemoryLocation::get(unwrap<LoadInst>(Load));
  return isModSet(A->aa().getModRefInfo(unwrap<Instruction>(Inst), Loc));
}

// With the capture analysis DSE uses: a pointer loaded (or returned by a call) before a local
// variable's address first escapes is not that variable's address, so a load of a local whose
// address escapes only later in the function (an OpenMP body's reduction variable, its bounds)
// does not read an object loaded earlier. Built per query: the IR changes between queries.
bool ae_may_read_bytes_at(ArcAnalyses *A, LLVMValueRef Inst, LLVMValueRef P, unsigned Size) {
  MemoryLocation Loc(unwrap(P), LocationSize::precise(Size));
  if (A->CFGChanged) // the dominator tree no longer describes F
    return isRefSet(A->aa().getModRefInfo(unwrap<Instruction>(Inst), Loc));
#if LLVM_VERSION_MAJOR >= 20
  EarliestEscapeAnalysis Escapes(A->DT, &A->LI);
#else
  EarliestEscapeInfo Escapes(A->DT, &A->LI);
#endif
  BatchAAResults BatchAA(A->aa(), &Escapes);
  return isRefSet(BatchAA.getModRefInfo(unwrap<Instruction>(Inst), Loc));
}

LLVMValueRef ae_pointer_base(LLVMValueRef Ptr, int64_t *Offset) {
  auto *V = unwrap(Ptr);
  const DataLayout *DL = nullptr;
  if (auto *I = dyn_cast<Instruction>(V))
    DL = &I->getModule()->getDataLayout();
  else if (auto *Arg = dyn_cast<Argument>(V))
    DL = &Arg->getParent()->getParent()->getDataLayout();
  else if (auto *G = dyn_cast<GlobalValue>(V))
    DL = &G->getParent()->getDataLayout();
  *Offset = 0;
  if (!DL)
    return Ptr;
  return wrap(GetPointerBaseWithConstantOffset(V, *Offset, *DL));
}

unsigned ae_load_size(LLVMValueRef Load) {
  auto *L = unwrap<LoadInst>(Load);
  TypeSize Bytes = L->getModule()->getDataLayout().getTypeStoreSize(L->getType());
  return Bytes.isScalable() ? 0 : (unsigned)Bytes.getFixedValue();
}

bool ae_may_access_around(ArcAnalyses *A, LLVMValueRef Inst, LLVMValueRef P, bool WritesOnly) {
  ModRefInfo MR =
      A->aa().getModRefInfo(unwrap<Instruction>(Inst), MemoryLocation::getBeforeOrAfter(unwrap(P)));
  return WritesOnly ? isModSet(MR) : isModOrRefSet(MR);
}

bool ae_may_alias(ArcAnalyses *A, LLVMValueRef P, LLVMValueRef Q) {
  // An integer (a count observer given an object's bits, Swift's bridgeObject checks) may be any
  // object: alias analysis would call every non-pointer NoAlias.
  if (!unwrap(P)->getType()->isPointerTy() || !unwrap(Q)->getType()->isPointerTy())
    return true;
  return !A->aa().isNoAlias(MemoryLocation::getBeforeOrAfter(unwrap(P)),
                            MemoryLocation::getBeforeOrAfter(unwrap(Q)));
}

bool ae_may_write_memory(LLVMValueRef Inst) {
  return unwrap<Instruction>(Inst)->mayWriteToMemory();
}

bool ae_may_have_side_effects(LLVMValueRef Inst) {
  return unwrap<Instruction>(Inst)->mayHaveSideEffects();
}

bool ae_may_read_what_call_writes(ArcAnalyses *A, LLVMValueRef InstRef, LLVMValueRef CallRef) {
  auto *I = unwrap<Instruction>(InstRef);
  auto *Call = unwrap<CallBase>(CallRef);
  if (!I->mayReadFromMemory())
    return false;
  if (auto *Load = dyn_cast<LoadInst>(I))
    return isModSet(A->aa().getModRefInfo(Call, MemoryLocation::get(Load)));
  if (auto *Reader = dyn_cast<CallBase>(I)) // Ref: Reader may read what Call accesses and writes
    return isRefSet(A->aa().getModRefInfo(Reader, Call));
  return true; // atomicrmw, cmpxchg, va_arg, fences: read memory AA gives no location for here
}

bool ae_loop_trip_count_computable(ArcAnalyses *A, ArcLoop *L) {
  ScalarEvolution &SE = A->FAM.getResult<ScalarEvolutionAnalysis>(A->F);
  return !isa<SCEVCouldNotCompute>(SE.getSymbolicMaxBackedgeTakenCount(loop(L)));
}

bool ae_loop_must_progress(ArcLoop *L) { return isMustProgress(loop(L)); }

bool ae_call_arg_not_captured(LLVMValueRef CallRef, unsigned Arg) {
  auto *CB = unwrap<CallBase>(CallRef);
  return Arg < CB->arg_size() && CB->doesNotCapture(Arg);
}

bool ae_call_is_nosync(LLVMValueRef CallRef) {
  auto *CB = unwrap<CallBase>(CallRef);
  if (CB->hasFnAttr(Attribute::NoSync))
    return true;
  auto *MI = dyn_cast<MemIntrinsic>(CB);
  return MI && !MI->isVolatile();
}

LLVMValueRef ae_private_argument_of(LLVMValueRef P) {
  auto *Arg = dyn_cast<Argument>(getUnderlyingObject(unwrap(P)));
  return Arg && (Arg->hasNoAliasAttr() || Arg->hasByValAttr()) ? wrap(Arg) : nullptr;
}

LLVMValueRef ae_local_variable_of(LLVMValueRef P) {
  return wrap(dyn_cast<AllocaInst>(getUnderlyingObject(unwrap(P))));
}

LLVMValueRef ae_store_read_by(ArcAnalyses *A, LLVMValueRef LoadRef) {
  auto *Load = unwrap<LoadInst>(LoadRef);
  if (!Load->isSimple())
    return nullptr;
  MemorySSA &MSSA = A->FAM.getResult<MemorySSAAnalysis>(A->F).getMSSA();
  MemoryAccess *Access = MSSA.getMemoryAccess(Load);
  if (!Access)
    return nullptr;
  auto *Def = dyn_cast<MemoryDef>(MSSA.getWalker()->getClobberingMemoryAccess(Access));
  auto *Store = Def ? dyn_cast_or_null<StoreInst>(Def->getMemoryInst()) : nullptr;
  if (!Store || !Store->isSimple() || Store->getValueOperand()->getType() != Load->getType())
    return nullptr;
  if (!A->aa().isMustAlias(MemoryLocation::get(Store), MemoryLocation::get(Load)))
    return nullptr;
  return wrap(Store);
}

bool ae_may_be_captured(LLVMValueRef V) {
#if LLVM_VERSION_MAJOR >= 21
  return PointerMayBeCaptured(unwrap(V), /*ReturnCaptures=*/true);
#else
  return PointerMayBeCaptured(unwrap(V), /*ReturnCaptures=*/true, /*StoreCaptures=*/true);
#endif
}

bool ae_may_throw(LLVMValueRef Inst) { return unwrap<Instruction>(Inst)->mayThrow(); }

// A variable described by V itself (dbg.value), or living in the memory V points to
// (dbg.declare), or V's own name when it is a global.
static DILocalVariable *describedVariable(Value *V) {
  for (DbgVariableRecord *R : findDVRDeclares(V))
    return R->getVariable();
  SmallVector<DbgVariableRecord *, 4> Records;
#if LLVM_VERSION_MAJOR >= 20
  findDbgUsers(V, Records);
#else
  SmallVector<DbgVariableIntrinsic *, 4> Intrinsics;
  findDbgUsers(Intrinsics, V, &Records);
  for (DbgVariableIntrinsic *I : Intrinsics)
    return I->getVariable();
  for (DbgDeclareInst *I : findDbgDeclares(V))
    return I->getVariable();
#endif
  for (DbgVariableRecord *R : Records)
    return R->getVariable();
  return nullptr;
}

const char *ae_source_name(ArcAnalyses *A, LLVMValueRef VRef) {
  Value *V = unwrap(VRef);
  auto Found = A->Names.find(V);
  if (Found != A->Names.end())
    return Found->second.empty() ? nullptr : Found->second.c_str();
  std::string Name;
  if (DILocalVariable *Var = describedVariable(V))
    Name = Var->getName().str();
  else if (auto *GV = dyn_cast<GlobalVariable>(V)) {
    SmallVector<DIGlobalVariableExpression *, 1> GVs;
    GV->getDebugInfo(GVs);
    Name = GVs.empty() ? GV->getName().str() : GVs.front()->getVariable()->getName().str();
  }
  std::string &Stored = A->Names[V] = Name;
  return Stored.empty() ? nullptr : Stored.c_str();
}

void ae_put_under_condition(ArcAnalyses *A, LLVMValueRef CondRef, LLVMValueRef FirstRef,
                            LLVMValueRef LastRef, const char *Name) {
  auto *First = unwrap<Instruction>(FirstRef), *Last = unwrap<Instruction>(LastRef);
  assert(First->getParent() == Last->getParent() && "one block");
  Instruction *Then =
      SplitBlockAndInsertIfThen(unwrap(CondRef), First->getIterator(), /*Unreachable=*/false);
  Then->getParent()->setName(Name);
  Then->getSuccessor(0)->setName(Twine(Name) + ".done");
  // The split left First..Last at the start of the tail block: move them into the new block.
  for (Instruction *I = First;;) {
    Instruction *Next = I->getNextNode();
    I->moveBefore(*Then->getParent(), Then->getIterator());
    if (I == Last)
      break;
    I = Next;
  }
  A->CFGChanged = true;
}

LLVMBasicBlockRef ae_split_block_before(ArcAnalyses *A, LLVMValueRef InstRef) {
  auto *I = unwrap<Instruction>(InstRef);
  A->CFGChanged = true;
  return wrap(I->getParent()->splitBasicBlock(I->getIterator()));
}

void ae_invoke_to_call(LLVMValueRef InvokeRef) { changeToCall(unwrap<InvokeInst>(InvokeRef)); }

bool ae_remarks_enabled(ArcAnalyses *A) { return A->ORE.enabled(); }

// The remark's arguments: plain strings, and keyed ones (with their source location when they
// name an instruction that has one).
static void addArgs(DiagnosticInfoOptimizationBase &R, const ArcRemarkArg *Args, size_t Count) {
  for (size_t i = 0; i < Count; ++i) {
    if (!Args[i].Key) {
      R << Args[i].Value;
      continue;
    }
    DiagnosticInfoOptimizationBase::Argument Arg(Args[i].Key, Args[i].Value);
    if (auto *At = Args[i].At ? dyn_cast<Instruction>(unwrap(Args[i].At)) : nullptr)
      if (At->getDebugLoc())
        Arg.Loc = DiagnosticLocation(At->getDebugLoc());
    R << Arg;
  }
}

template <typename RemarkT>
static void emitRemark(ArcAnalyses *A, const char *Name, Instruction *I, const ArcRemarkArg *Args,
                       size_t Count) {
  if (I) {
    RemarkT R("arc-elide", Name, I);
    addArgs(R, Args, Count);
    A->ORE.emit(R);
  } else {
    RemarkT R("arc-elide", Name, &A->F);
    addArgs(R, Args, Count);
    A->ORE.emit(R);
  }
}

void ae_emit_remark_args(ArcAnalyses *A, ArcRemarkKind Kind, const char *Name, LLVMValueRef InstRef,
                         const ArcRemarkArg *Args, size_t Count) {
  Instruction *I = InstRef ? unwrap<Instruction>(InstRef) : nullptr;
  switch (Kind) {
  case ARC_REMARK_PASSED:
    return emitRemark<OptimizationRemark>(A, Name, I, Args, Count);
  case ARC_REMARK_MISSED:
    return emitRemark<OptimizationRemarkMissed>(A, Name, I, Args, Count);
  case ARC_REMARK_ANALYSIS:
    return emitRemark<OptimizationRemarkAnalysis>(A, Name, I, Args, Count);
  }
}

void ae_emit_remark(ArcAnalyses *A, ArcRemarkKind Kind, const char *Name, LLVMValueRef InstRef,
                    const char *Message) {
  ArcRemarkArg Text = {nullptr, Message, nullptr};
  ae_emit_remark_args(A, Kind, Name, InstRef, &Text, 1);
}

void ae_emit_module_diagnostic(ArcDiagnosticKind Kind, const char *Name, LLVMValueRef InstRef,
                               const char *Message) {
  Instruction *I = unwrap<Instruction>(InstRef);
  LLVMContext &Context = I->getContext();
  if (Kind == ARC_DIAGNOSTIC_WARNING) {
    DiagnosticInfoOptimizationFailure D("arc-elide", Name, I->getDebugLoc(), I->getParent());
    Context.diagnose(D << Message);
    return;
  }
  OptimizationRemarkAnalysis R("arc-elide", Name, I);
  Context.diagnose(R << Message);
}
